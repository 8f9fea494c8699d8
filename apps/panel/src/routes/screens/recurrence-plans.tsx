import { inApp } from '../in-app.tsx'

// Placeholder until the screen lands (issue 13).
export default inApp(() => <p>Em construção.</p>)
