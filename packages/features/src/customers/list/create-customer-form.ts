import * as v from 'valibot'
import {
  customerEmailField,
  customerLabels,
  customerNameField,
  customerPhoneField,
  documentField,
} from '@vitrine/api'
import { requireOne } from '@vitrine/api/validation'

/**
 * The few fields a new customer starts with; the rest (addresses, tags, notes…) is filled in
 * on the detail the dialog leads to. The contract's field schemas, so the messages are the
 * server's, and its rule that an e-mail or a document is needed (shown on the e-mail).
 */
export const CreateCustomerFormSchema = v.pipe(
  v.object({
    name: customerNameField,
    email: customerEmailField,
    document: documentField,
    phone: customerPhoneField,
  }),
  requireOne(['email', 'document'], {
    labels: { email: customerLabels.email, document: customerLabels.document },
  }),
)
