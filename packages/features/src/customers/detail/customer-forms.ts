import * as v from 'valibot'
import {
  birthDateField,
  CustomerAddressSchema,
  customerEmailField,
  customerLabels,
  customerNameField,
  customerPhoneField,
  documentField,
  notesField,
  tagsField,
  type Customer,
  type CustomerAddress,
  type CustomerInput,
} from '@vitrine/api'
import { requireOne } from '@vitrine/api/validation'

/*
 * The detail edits a customer card by card, but an update replaces the whole customer: each
 * card's form holds its own fields (with the contract's field schemas, so the messages are the
 * server's), and saving sends the stored customer with that card's changes.
 */

/** The stored customer's editable fields, as an update sends them. */
export function customerInput(customer: Customer): CustomerInput {
  return {
    name: customer.name,
    email: customer.email,
    document: customer.document,
    phone: customer.phone,
    birth_date: customer.birth_date,
    addresses: customer.addresses,
    tags: customer.tags,
    notes: customer.notes,
    marketing_consent: customer.marketing_consent,
  }
}

/** Contact data; like CustomerInputSchema, an e-mail or a document is needed (shown on e-mail). */
export const ContactFormSchema = v.pipe(
  v.object({
    name: customerNameField,
    email: customerEmailField,
    document: documentField,
    phone: customerPhoneField,
    birth_date: birthDateField,
    marketing_consent: v.boolean(),
  }),
  requireOne(['email', 'document'], {
    labels: { email: customerLabels.email, document: customerLabels.document },
  }),
)

/** Empty inputs show '' (a stored null would make React think the input uncontrolled). */
export function contactDefaults(customer: Customer): v.InferInput<typeof ContactFormSchema> {
  return {
    name: customer.name,
    email: customer.email ?? '',
    document: customer.document ?? '',
    phone: customer.phone ?? '',
    birth_date: customer.birth_date ?? '',
    marketing_consent: customer.marketing_consent,
  }
}

export const AddressFormSchema = CustomerAddressSchema
export type AddressFormValues = v.InferInput<typeof AddressFormSchema>

export function addressDefaults(address?: CustomerAddress): AddressFormValues {
  return {
    label: address?.label ?? '',
    postal_code: address?.postal_code ?? '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    district: address?.district ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
  }
}

export const TagsFormSchema = v.object({ tags: tagsField })
export const NotesFormSchema = v.object({ notes: notesField })
