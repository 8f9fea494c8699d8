// Form rules of the specification (section 5) as valibot actions with en and pt-BR messages,
// shared by the panel's forms and the server's request validation. See README.md.
export { DEFAULT_LANG, LANGS, resolveLang, type FieldLabel, type Lang } from './lang.ts'
export {
  fallbackMessage,
  formatText,
  interpolate,
  type CustomMessage,
  type MessageParams,
  type Texts,
} from './messages.ts'
export { formatMessage, messages, type MessageKey } from './message-catalogue.ts'
export {
  isBlank,
  type Maybe,
  type RuleAction,
  type RuleIssue,
  type RuleName,
  type RuleOptions,
} from './rule.ts'
export { accepted, isMissing, required, type RequiredOptions } from './presence.ts'
export { email, url, type UrlOptions } from './web.ts'
export { number, toNumber } from './numbers.ts'
export { queryInt } from './query.ts'
export { between, length, max, min, type Measurable, type SizeOptions } from './sizes.ts'
export { endsWith, is, matches, not, startsWith, type Pattern } from './patterns.ts'
export {
  alpha,
  alphaSpaces,
  alphanumeric,
  containsAlpha,
  containsAlphaSpaces,
  containsAlphanumeric,
  containsLowercase,
  containsNumeric,
  containsSymbol,
  containsUppercase,
  lowercase,
  uppercase,
  type CharacterSet,
  type CharacterSetOptions,
} from './letters.ts'
export {
  dateAfter,
  dateBefore,
  dateBetween,
  dateFormat,
  parseDateFormat,
  type DateBound,
  type DateInput,
  type DateOptions,
} from './dates.ts'
export {
  confirm,
  requireOne,
  type ConfirmOptions,
  type CrossFieldAction,
  type RequireOneOptions,
} from './cross-field.ts'
export {
  BIGINT,
  calendarDate,
  DATE_RANGE,
  fitsColumn,
  hasControlCharacters,
  INT4,
  integer,
  isCalendarDay,
  plainText,
  type CalendarDateOptions,
  type IntegerColumn,
  type IntegerOptions,
  type PlainTextOptions,
} from './safe-input.ts'
export { unsafeInput, type GuardIssues } from './input-guard.ts'
export { firstMessages, validationConfig, type FieldMessages } from './issues.ts'
