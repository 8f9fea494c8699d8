import type { ReactNode } from 'react'
import type { FieldPath, FieldValues, RefCallBack } from 'react-hook-form'
import { Field } from '../components/field/field.tsx'
import { useFieldBinding, type FieldBindingProps } from './use-field-binding.ts'

/** Control props every binding sets itself: the wiring to the form and to its Field. */
type WiringProps = 'name' | 'onBlur' | 'ref' | 'id' | 'invalid' | 'required'

/** The value props of a control typed into (Input, Textarea, PasswordInput…). */
export type TypedValueProps = 'value' | 'defaultValue' | 'onChange'
/** The value props of a control that picks values (Select, TagInput). */
export type ChosenValueProps = 'value' | 'defaultValue' | 'onValueChange'
/** The value props of an ON/OFF control (Checkbox, Switch); its label is the Field's. */
export type CheckedValueProps = 'label' | 'checked' | 'defaultChecked' | 'onCheckedChange'

/**
 * A bound field's props: the binding's, then the control's own except those the binding sets
 * (the wiring, and `TValueProps`, the control's value and change props).
 */
export type BoundFieldProps<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
  TControlProps,
  TValueProps extends string,
> = FieldBindingProps<TValues, TName, TOutput> & Omit<TControlProps, WiringProps | TValueProps>

/** The props a binding reads, never handed to the control. */
type BindingKeys = keyof FieldBindingProps<FieldValues, string, unknown>

/** The binding of a field (useFieldBinding's answer). */
export type FieldBinding<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
> = ReturnType<typeof useFieldBinding<TValues, TName, TOutput>>

/** What a bound field hands its control: the binding, and the props to spread on the control. */
export type BoundControl<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
  TControlProps,
> = FieldBinding<TValues, TName, TOutput> & {
  /**
   * The caller's control props with the wiring over them (ref; disabled unless given). The name
   * is left to the control: a checkbox's hidden input does not take it.
   */
  control: Omit<TControlProps, BindingKeys> & { ref: RefCallBack; disabled?: boolean }
}

export interface BoundFieldOptions<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
  TControlProps,
> {
  /** The public component's name, for the "must be inside <Form>" error. */
  component: string
  /** The bound field's props, as its caller gave them. */
  props: FieldBindingProps<TValues, TName, TOutput> & TControlProps
  /** 'inline' for controls shown before their label (checkboxes, switches). */
  layout?: 'inline'
  /** Renders the control from the binding; only the control's value and events differ. */
  children: (bound: BoundControl<TValues, TName, TOutput, TControlProps>) => ReactNode
}

/**
 * The skeleton shared by every form field (TextField, CheckboxField, MaskedField…): binds the
 * field's name to the form (useFieldBinding) and puts the control in a Field with its label,
 * hint and message. Each field only says how its control shows the value and reports changes.
 */
export function BoundField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput,
  TControlProps extends { disabled?: boolean },
>({
  component,
  props,
  layout,
  children,
}: BoundFieldOptions<TValues, TName, TOutput, TControlProps>) {
  const { name, control, label, hint, required, deps, fieldClassName, ...controlProps } = props
  const binding = useFieldBinding(component, { name, control, label, deps })
  const { field, meta, message } = binding
  return (
    <Field
      layout={layout}
      label={label}
      hint={hint}
      message={message}
      required={required}
      requiredLabel={meta.messages.required}
      className={fieldClassName}
    >
      {children({
        ...binding,
        control: {
          ...controlProps,
          ref: field.ref,
          disabled: controlProps.disabled ?? field.disabled,
        },
      })}
    </Field>
  )
}
