import type { FieldValues } from 'react-hook-form'
import type { GenericSchema, GenericSchemaAsync } from 'valibot'

/**
 * The valibot schema of a Form, in a module of its own: the Form, its resolver and the parser
 * the resolver loads all name it, and none of them may import another for it.
 */
export type FormSchema =
  GenericSchema<FieldValues, FieldValues> | GenericSchemaAsync<FieldValues, FieldValues>
