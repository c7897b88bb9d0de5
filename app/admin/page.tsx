import type { Metadata } from 'next';
import { AuthSessionProvider } from '@/components/auth/session-provider';
import { AdminGuard } from '@/components/admin/admin-guard';

export const metadata: Metadata = { title: 'Admin · Gostarter', robots: { index: false } };

export default function AdminPage() {
  return (
    <AuthSessionProvider>
      <AdminGuard />
    </AuthSessionProvider>
  );
}
