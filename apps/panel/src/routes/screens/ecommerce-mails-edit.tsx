import { isMailType } from '@vitrine/api'
import { MailEditScreen } from '@vitrine/features/ecommerce/mails/edit'
import { inApp } from '../in-app.tsx'

// The route's validation already refused anything but the nine types; the check narrows the type.
export default inApp(({ appId, level, params, session }) =>
  isMailType(params.mailID) ? (
    <MailEditScreen
      // Another mail is another form: nothing typed carries over.
      key={params.mailID}
      appId={appId}
      level={level}
      mailId={params.mailID}
      testAddress={session.state.user?.email}
    />
  ) : null,
)
