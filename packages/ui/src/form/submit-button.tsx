import { useFormState } from 'react-hook-form'
import { Button, type ButtonProps } from '../components/button/button.tsx'
import { useFormMeta } from './form-context.ts'

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild' | 'loading'>

/** Submits the surrounding Form; busy and disabled while its onSubmit runs. */
export function SubmitButton(props: SubmitButtonProps) {
  useFormMeta('SubmitButton')
  const { isSubmitting } = useFormState()
  return <Button {...props} type="submit" loading={isSubmitting} />
}
