import type { Metadata } from 'next';
import { AuthSessionProvider } from '@/components/auth/session-provider';
import { AdminTestPage } from '@/components/admin/admin-test';

export const metadata: Metadata = { title: 'Admin Access Test · Gostarter', robots: { index: false } };

export default function AdminTest() {
  return (
    <AuthSessionProvider>
      <AdminTestPage />
    </AuthSessionProvider>
  );
}
