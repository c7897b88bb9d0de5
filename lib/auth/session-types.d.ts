// What the browser session carries. The API token stays inside the encrypted, httpOnly session cookie
// (JWT); the session object sent to the page has no token.
import type { UserRole } from '@/db/schema';

declare module 'next-auth' {
  interface Session {
    user: { id: string; email: string; name: string; role: UserRole };
  }
  interface User {
    role?: UserRole;
    apiToken?: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    apiToken?: string;
    role?: UserRole;
  }
}
