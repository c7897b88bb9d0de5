// Where the admin screens send a visitor to sign in, coming back to /admin afterwards. Its own module so
// the guard and the dashboard it renders both use them without importing each other.
import { loginUrl } from '@/lib/site/login-notices';

export const ADMIN_LOGIN_URL = loginUrl('admin-required', '/admin');

export const SESSION_EXPIRED_URL = loginUrl('session-expired', '/admin');
