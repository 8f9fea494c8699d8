import { useState } from 'react'
import useSWR from 'swr'
import {
  catalogueKeys,
  categoryPath,
  SEARCH_SYNONYMS_MAX,
  SEARCH_TERM_MAX,
  type SearchRuleAction,
  type TermRule,
  type TermRuleInput,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Field, Input, Select, Switch, TagInput } from '@vitrine/ui'
import { RuleDialogFrame, RuleForm, useRuleSave } from '../shared/RuleDialogFrame.tsx'

export interface TermRuleDialogProps {
  appId: number
  /** The rule to edit; none for a new one. */
  rule?: TermRule
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (rule: TermRule) => Promise<unknown>
}

interface TermRuleForm {
  term: string
  action: SearchRuleAction
  synonyms: string[]
  both_ways: boolean
  target: 'url' | 'category'
  redirect_url: string
  redirect_category_id: string
}

const formOf = (rule?: TermRule): TermRuleForm => ({
  term: rule?.term ?? '',
  action: rule?.action ?? 'synonyms',
  synonyms: rule?.synonyms ?? [],
  both_ways: rule?.both_ways ?? true,
  target: rule?.redirect_category_id ? 'category' : 'url',
  redirect_url: rule?.redirect_url ?? '',
  redirect_category_id: rule?.redirect_category_id ? String(rule.redirect_category_id) : '',
})

const inputOf = (form: TermRuleForm): TermRuleInput =>
  form.action === 'synonyms'
    ? { term: form.term, action: 'synonyms', synonyms: form.synonyms, both_ways: form.both_ways }
    : {
        term: form.term,
        action: 'redirect',
        redirect_url: form.target === 'url' ? form.redirect_url : '',
        redirect_category_id:
          form.target === 'category' && form.redirect_category_id
            ? Number(form.redirect_category_id)
            : null,
      }

/**
 * "Nova regra" and "Editar regra" by term: the term and its synonyms (both ways or only from
 * the term), or where the search sends the customer instead (an address or a category).
 */
export function TermRuleDialog({ appId, rule, ...dialog }: TermRuleDialogProps) {
  const title = rule ? 'Editar regra' : 'Nova regra por termo'
  return (
    <RuleDialogFrame
      {...dialog}
      rule={rule}
      title={title}
      description="A regra vale quando o cliente busca exatamente o termo (sem diferença de maiúsculas, acentos ou espaços)."
    >
      {(done) => <TermRuleFields appId={appId} rule={rule} title={title} onDone={done} />}
    </RuleDialogFrame>
  )
}

function TermRuleFields({
  appId,
  rule,
  title,
  onDone,
}: {
  appId: number
  rule?: TermRule
  title: string
  onDone: (rule: TermRule) => Promise<unknown>
}) {
  const api = useApi()
  const [form, setForm] = useState(() => formOf(rule))
  const { errors, clearError, formError, saving, submit } = useRuleSave({
    save: () => {
      const input = inputOf(form)
      return rule
        ? api.ecommerceSearch.updateTermRule(appId, rule.id, input)
        : api.ecommerceSearch.createTermRule(appId, input)
    },
    savedMessage: (saved) => `Regra «${saved.term}» salva.`,
    // The category's refusal lands on the address field's place in the form.
    placeErrors: (fields) =>
      fields.redirect_category_id
        ? { ...fields, redirect_url: fields.redirect_category_id }
        : fields,
    onDone,
  })
  const categories = useSWR(
    form.action === 'redirect' && form.target === 'category'
      ? catalogueKeys.categories(appId)
      : null,
    () => api.catalogue.listCategories(appId),
  )
  const change = <K extends keyof TermRuleForm>(key: K, value: TermRuleForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    clearError(key)
  }

  const items = categories.data?.items ?? []
  return (
    <RuleForm title={title} saving={saving} formError={formError} onSubmit={submit}>
      <Field label="Termo" required message={errors.term}>
        <Input
          value={form.term}
          maxLength={SEARCH_TERM_MAX}
          placeholder="tênis"
          onChange={(event) => change('term', event.target.value)}
        />
      </Field>
      <Field label="Ação" message={errors.action}>
        <Select
          options={[
            { value: 'synonyms', label: 'Sinônimos: buscar também por outras palavras' },
            { value: 'redirect', label: 'Redirecionar: levar a uma página' },
          ]}
          value={form.action}
          onValueChange={(value) => change('action', value as SearchRuleAction)}
        />
      </Field>
      {form.action === 'synonyms' ? (
        <>
          <Field
            label="Sinônimos"
            hint="Digite uma palavra e tecle Enter. A busca pelo termo também encontra o que cada sinônimo encontra."
            message={errors.synonyms}
          >
            <TagInput
              value={form.synonyms}
              max={SEARCH_SYNONYMS_MAX}
              placeholder="sapatilha"
              onValueChange={(tags) => change('synonyms', tags)}
            />
          </Field>
          <Switch
            label="Nos dois sentidos: buscar um sinônimo também encontra o termo"
            checked={form.both_ways}
            onCheckedChange={(checked) => change('both_ways', checked)}
          />
        </>
      ) : (
        <>
          <Field label="Destino">
            <Select
              options={[
                { value: 'url', label: 'Um endereço' },
                { value: 'category', label: 'Uma categoria da loja' },
              ]}
              value={form.target}
              onValueChange={(value) => change('target', value as 'url' | 'category')}
            />
          </Field>
          {form.target === 'url' ? (
            <Field
              label="Endereço"
              hint="Um caminho da loja (/ofertas) ou um endereço completo (https://…)."
              message={errors.redirect_url}
            >
              <Input
                value={form.redirect_url}
                maxLength={500}
                placeholder="/ofertas"
                onChange={(event) => change('redirect_url', event.target.value)}
              />
            </Field>
          ) : (
            <Field label="Categoria" message={errors.redirect_url}>
              <Select
                options={items.map((category) => ({
                  value: String(category.id),
                  label: categoryPath(items, category.id),
                }))}
                placeholder={categories.isLoading ? 'Carregando…' : 'Escolha uma categoria'}
                value={form.redirect_category_id}
                onValueChange={(value) => change('redirect_category_id', value)}
              />
            </Field>
          )}
        </>
      )}
    </RuleForm>
  )
}
