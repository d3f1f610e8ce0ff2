import { jwtVerify } from 'jose'

export type Role = 'anon' | 'service_role'

/** The Bearer token of a request, or null. */
export function bearerToken(request: Request): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1] ?? null
}

/**
 * The role of a project key as Supabase's verify_jwt checks it: a JWT signed (HS256) with the
 * project's JWT secret, not expired, with role anon or service_role. Null when it is not one.
 */
export async function verifyProjectJwt(token: string, secret: string): Promise<Role | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ['HS256'] })
    return payload.role === 'anon' || payload.role === 'service_role' ? payload.role : null
  } catch {
    return null
  }
}
