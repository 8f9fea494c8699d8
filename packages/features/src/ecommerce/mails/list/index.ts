// E-commerce › E-mails › Transacionais: the list of the transactional group's mails.
export {
  TransactionalMailsScreen,
  type TransactionalMailsScreenProps,
} from './TransactionalMailsScreen.tsx'
export { MailGroupList, type MailGroupListProps } from './MailGroupList.tsx'
export { NO_MAILS } from './MailTable.tsx'
