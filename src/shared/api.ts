import type { SubscriberStats } from './domain/stats';

/** API paths shared by the client and the server. */
export const API = {
  register: '/api/auth/register',
  cleanupOrphanedUser: '/api/auth/cleanup-orphaned-user',
  login: '/api/auth/login',
  adminLogin: '/api/auth/admin-login',
  logout: '/api/auth/logout',
  session: '/api/auth/session',
  verifyEmail: '/api/auth/verify-email',
  resendVerification: '/api/auth/resend-verification',
  me: '/api/me',
  stats: '/api/stats',
  statsStream: '/api/stats/stream',
  openapi: '/api/openapi.json',
  health: '/api/health',
  site: '/api/site',
} as const;

export interface SessionUser {
  id: string;
  email: string;
  full_name: string;
  verified: boolean;
  is_admin: boolean;
}

export interface SessionResponse {
  user: SessionUser | null;
}

export interface MessageResponse {
  success: true;
  message: string;
}

export interface MeResponse {
  profile: {
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    phone_verified: boolean;
    city: string;
    state: string;
    country: string;
    verified: boolean;
    referral_code: string;
    created_at: string;
  };
  subscription: {
    status: 'pending' | 'active' | 'paused' | 'cancelled';
    monthly_amount_cents: number;
    start_date: string;
    next_billing_date: string | null;
  } | null;
  is_admin: boolean;
}

/** Contact details from the server's configuration; null when not configured. */
export interface SiteInfo {
  support_email: string | null;
  support_phone: string | null;
  chat_url: string | null;
  website_url: string;
  address: string;
  public_url: string;
}

export type StatsResponse = SubscriberStats;

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
