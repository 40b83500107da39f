import { waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notify } from '../toasts/notify';

jest.mock('react-toastify', () => ({
  toast: { success: jest.fn(), info: jest.fn(), warning: jest.fn(), error: jest.fn() },
}));

it.each(['success', 'info', 'warning', 'error'] as const)(
  'when our code shows a %s toast, then it closes after 3000 ms (spec §9)',
  async (kind) => {
    notify[kind]('Message Sent Successfully');
    await waitFor(() => expect(toast[kind]).toHaveBeenCalledWith('Message Sent Successfully', { autoClose: 3000 }));
  },
);

it('when a caller passes options, then they are kept beside the product auto-close', async () => {
  notify.warning('Please wait', { toastId: 'wait' });
  await waitFor(() =>
    expect(toast.warning).toHaveBeenLastCalledWith('Please wait', { autoClose: 3000, toastId: 'wait' }),
  );
});
