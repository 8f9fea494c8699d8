import type { Level } from '@vitrine/api'
import { Alert, ErrorState } from '@vitrine/ui'
import { errorMessage } from '../../shared/server-errors.ts'
import type { CustomerSection } from '../section.ts'
import { CustomersBreadcrumb } from '../shared/CustomersBreadcrumb.tsx'
import { CustomersNoAccess } from '../shared/CustomersNoAccess.tsx'
import { customerListHref } from '../shared/links.ts'
import { ActivityCard } from './ActivityCard.tsx'
import { AddressesCard } from './AddressesCard.tsx'
import { CustomerDetailSkeleton } from './CustomerDetailSkeleton.tsx'
import { CustomerHeader } from './CustomerHeader.tsx'
import { CustomerNotFound } from './CustomerNotFound.tsx'
import { DeleteCustomerAction } from './DeleteCustomerAction.tsx'
import { NotesCard } from './NotesCard.tsx'
import { OverviewCard } from './OverviewCard.tsx'
import type { SaveCustomer } from './save-customer.ts'
import { TagsCard } from './TagsCard.tsx'
import { isNotFound, useCustomer } from './use-customer.ts'
import { useCustomerActivity } from './use-customer-activity.ts'

export interface CustomerDetailScreenProps {
  appId: number
  /** Where the screen is shown (customers, e-commerce, payments, recurrence): links follow it. */
  section: CustomerSection
  customerId: number
  /** The viewer's customers level: read shows everything and changes nothing. */
  level: Level
}

/**
 * One customer: contact and purchase figures, addresses (with CEP lookup), tags, notes and
 * the activity timeline. Each card is edited in place; deleting goes back to the list.
 */
export function CustomerDetailScreen({
  appId,
  section,
  customerId,
  level,
}: CustomerDetailScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const detail = useCustomer(appId, customerId, allowed)
  const activity = useCustomerActivity(appId, customerId, allowed)
  const { customer } = detail

  const listHref = customerListHref(section, appId)

  const save: SaveCustomer = async (changes) => {
    const saved = await detail.save(changes)
    // The change is the newest entry of the customer's log.
    void activity.refresh()
    return saved
  }

  let body
  if (!allowed) {
    body = <CustomersNoAccess />
  } else if (detail.error && !customer) {
    body = isNotFound(detail.error) ? (
      <CustomerNotFound listHref={listHref} />
    ) : (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o cliente"
        message={errorMessage(detail.error)}
        onRetry={detail.retry}
      />
    )
  } else if (!customer) {
    body = <CustomerDetailSkeleton />
  } else {
    body = (
      <>
        {canWrite ? null : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode ver os dados deste cliente, mas não alterá-los.
          </Alert>
        )}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <OverviewCard customer={customer} canWrite={canWrite} onSave={save} />
            <AddressesCard customer={customer} canWrite={canWrite} onSave={save} />
            <NotesCard customer={customer} canWrite={canWrite} onSave={save} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <TagsCard appId={appId} customer={customer} canWrite={canWrite} onSave={save} />
            <ActivityCard activity={activity} />
          </div>
        </div>
      </>
    )
  }

  const loading = allowed && !customer && !detail.error
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {loading ? (
        <CustomersBreadcrumb section={section} appId={appId} current="Cliente" />
      ) : (
        <CustomerHeader
          appId={appId}
          section={section}
          customer={customer}
          action={
            canWrite && customer ? (
              <DeleteCustomerAction appId={appId} customer={customer} listHref={listHref} />
            ) : null
          }
        />
      )}
      {body}
    </div>
  )
}
