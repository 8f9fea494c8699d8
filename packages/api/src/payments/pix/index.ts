// Pix: BR Codes (the text of a Pix QR code and of "Pix copia e cola") and pix keys. Pure
// functions, no I/O; see ../README.md for the choices made.
export {
  buildPixBrCode,
  parsePixBrCode,
  pixDescriptionMaxLength,
  PIX_GUI,
  PixBrCodeInputError,
  type DynamicPixInput,
  type PixBrCode,
  type PixBrCodeError,
  type PixBrCodeErrorReason,
  type PixBrCodeInput,
  type PixBrCodeInputField,
  type PixBrCodeParseResult,
  type StaticPixInput,
} from './brcode.ts'
export {
  classifyPixKey,
  isValidPixKey,
  PIX_EMAIL_MAX_LENGTH,
  PixKeySchema,
  pixKeyMessage,
  type PixKeyClassification,
  type PixKeyError,
  type PixKeyType,
} from './keys.ts'
export { pixKeyLabel } from './messages.ts'
export { formatPixAmount, parsePixAmount, PIX_AMOUNT_MAX_CENTS } from './amount.ts'
export { isValidCobTxid, isValidStaticTxid, NO_TXID } from './txid.ts'
export {
  MERCHANT_CITY_MAX_LENGTH,
  MERCHANT_NAME_MAX_LENGTH,
  normalizeMerchantText,
} from './merchant.ts'
export { crc16, crc16Hex } from './crc16.ts'
export {
  decodeEmvFields,
  encodeEmvField,
  encodeEmvFields,
  type EmvDecodeError,
  type EmvDecodeResult,
  type EmvField,
} from './emv.ts'
