import { useEffect } from 'react'
import { useNavigate } from '@vitrine/features'

/** Replaces the current address once rendered (for routes that only lead elsewhere). */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace: true }), [navigate, to])
  return null
}
