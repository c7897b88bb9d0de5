import type { Metadata } from 'next';
import { DashboardGuard } from '@/components/studio/dashboard-guard';

export const metadata: Metadata = { title: 'Dashboard · Gostarter' };

export default function DashboardPage() {
  return <DashboardGuard />;
}
