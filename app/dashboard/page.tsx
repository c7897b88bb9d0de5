import type { Metadata } from 'next';
import { AuthSessionProvider } from '@/components/auth/session-provider';
import { DashboardGuard } from '@/components/studio/dashboard-guard';

export const metadata: Metadata = { title: 'Dashboard · Gostarter' };

export default function DashboardPage() {
  return (
    <AuthSessionProvider>
      <DashboardGuard />
    </AuthSessionProvider>
  );
}
