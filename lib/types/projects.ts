// The shapes of generated projects in API answers: one declaration for the server that builds them,
// the browser that shows them and the tests that check them. Type-only: safe to import anywhere.

/** One page of a paged list. */
export interface Paged {
  page: number;
  total_pages: number;
  total: number;
  page_size: number;
}

/** What every listing says of a generation. */
export interface ProjectRecord {
  id: string;
  project_name: string;
  framework: string;
  features: string[];
  adjusted_features: string[];
  created_at: string;
  generation_duration_ms: number;
  zip_file_size: number;
  /** available, expired, deleted or error */
  zip_file_status: string;
}

/** A project of the signed-in user's history. */
export interface HistoryProject extends ProjectRecord {
  can_download: boolean;
  can_regenerate: boolean;
  /** When the stored zip expires (null when there is none). */
  file_expires_at: string | null;
}

export interface HistoryPage extends Paged {
  projects: HistoryProject[];
}

/** user: in a signed-in user's history; guest: generated without an account; removed: taken out of a history by its owner. */
export type OwnerType = 'user' | 'guest' | 'removed';

/** A project in the administrators' list: anyone's, with its owner. */
export interface AdminProject extends ProjectRecord {
  user_id: string | null;
  owner_email: string | null;
  owner_type: OwnerType;
}

export interface AdminProjectPage extends Paged {
  projects: AdminProject[];
}
