export interface Admin {
  id: string;
  email: string;
  name: string;
}

export interface AdminAccount extends Admin {
  passwordHash: string;
}

export interface AuditEntry {
  adminId: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}
