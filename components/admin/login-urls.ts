// Where the admin screens send a visitor to sign in, coming back to /admin afterwards. Its own module so
// the guard and the dashboard it renders both use them without importing each other.
export const ADMIN_LOGIN_URL = `/login?${new URLSearchParams({
  message: 'Please log in with admin credentials to access the admin dashboard',
  callbackUrl: '/admin',
})}`;

export const SESSION_EXPIRED_URL = `/login?${new URLSearchParams({ message: 'Session expired. Please log in again.', callbackUrl: '/admin' })}`;
