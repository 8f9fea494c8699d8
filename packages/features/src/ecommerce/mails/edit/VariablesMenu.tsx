import { MAIL_VARIABLES, mailVariableToken, type MailVariableKey } from '@vitrine/api'
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@vitrine/ui'
import { Braces } from 'lucide-react'

export interface VariablesMenuProps {
  /** Where the token goes, said on the button ("no conteúdo", "no assunto"). */
  target: string
  disabled?: boolean
  onInsert: (token: string, key: MailVariableKey) => void
}

/**
 * The fixed list of the contract's variables: choosing one types its `{{key}}` token where the
 * cursor was in the last field used; the preview shows it with its sample value.
 */
export function VariablesMenu({ target, disabled = false, onInsert }: VariablesMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="secondary" size="sm">
          <Braces aria-hidden />
          Inserir variável
          <span className="sr-only"> {target}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>Inserir {target}</DropdownMenuLabel>
        {MAIL_VARIABLES.map((variable) => (
          <DropdownMenuItem
            key={variable.key}
            onSelect={() => onInsert(mailVariableToken(variable.key), variable.key)}
          >
            <span className="flex flex-col">
              <span>{variable.label}</span>
              <code className="text-xs text-muted-foreground">
                {mailVariableToken(variable.key)}
              </code>
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
