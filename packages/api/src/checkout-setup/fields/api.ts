import type {
  CustomField,
  CustomFieldGroup,
  CustomFieldInput,
  CustomFieldOrderInput,
} from './schema.ts'

/**
 * The store's checkout custom fields (checkout service, `/apps/{appId}/checkout/fields`),
 * checkout level: read for the lists, write for changes.
 */
export interface CheckoutFieldsApi {
  /** One group's fields in order, or every group's (by group, then position). */
  list(appId: number, group?: CustomFieldGroup, signal?: AbortSignal): Promise<CustomField[]>
  create(appId: number, input: CustomFieldInput): Promise<CustomField>
  update(appId: number, fieldId: number, input: CustomFieldInput): Promise<CustomField>
  remove(appId: number, fieldId: number): Promise<void>
  /** Puts a group's fields in the order given (every field of the group, once). */
  reorder(appId: number, input: CustomFieldOrderInput): Promise<CustomField[]>
}
