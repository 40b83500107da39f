/** A fire-and-check POST to the API with the bearer token; throws on any failed answer. */
export async function postJson(path: string, body: unknown, token: string | null): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
}
