import type { Metadata } from 'next';
import { VerifyOtpForm } from '@/components/auth/verify-otp-form';

export const metadata: Metadata = { title: 'Verify your e-mail · Gostarter' };

export default function VerifyOtpPage() {
  return <VerifyOtpForm />;
}
