import { freshToken, type TokenDispatch } from '../session/fresh-token';

/** A fire-and-check POST to the API with a fresh bearer token; throws on any failed answer. */
export async function postJson(path: string, body: unknown, dispatch: TokenDispatch): Promise<void> {
  const token = await dispatch(freshToken());
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
}
