import { startTestService, type TestService } from '@easel/service-kit/testing';
import request from 'supertest';
import { adminService } from '../src/service';

describe('admin: hostile logins', () => {
  let service: TestService<typeof adminService>;
  beforeAll(async () => {
    service = await startTestService(adminService);
  }, 60_000);
  afterAll(() => service.stop());

  it.each([
    ['e-mail', { email: 'admin\u0000@easel.example', password: 'x' }, 'Email contains a character that is not allowed'],
    [
      'password',
      { email: 'admin@easel.example', password: 'easel\u0000' },
      'Password contains a character that is not allowed',
    ],
    ['e-mail (an object)', { email: { $gt: '' }, password: 'x' }, 'Please enter your e-mail'],
  ])('when the %s is hostile, then 400 says what is wrong', async (_what, body, message) => {
    await request(service.app).post('/admin/login').send(body).expect(400, { message });
  });
});
