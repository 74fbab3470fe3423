import { fireEvent, render, screen, waitFor, within } from '@coffer/web-testing';
import { DropRequestError, type DropApi, type DropGrant, type DropRequestInfo } from '../../api/drop-api';
import { loadGrant, saveGrant } from '../../api/drop-grant-store';
import { DropView } from './DropView';

const INFO: DropRequestInfo = {
  title: 'Documents for the 2026 tax return',
  message: 'PDF scans please',
  owner: { name: 'Grace' },
  expiresAt: null,
  passwordRequired: false,
  restricted: false,
  requireName: false,
  requireEmail: false,
  acceptedTypes: ['application/pdf'],
  maxFiles: null,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: null,
  remainingFiles: null,
  remainingBytes: null,
};

const grant = (name: string | null = null, value = 'grant-1'): DropGrant => ({
  grant: value,
  validUntil: new Date(Date.now() + 24 * 3600_000).toISOString(),
  sender: { name, email: null, verified: false },
});

function fakeApi(overrides: Partial<DropApi> = {}): jest.Mocked<DropApi> {
  return {
    info: jest.fn().mockResolvedValue(INFO),
    sendCode: jest.fn().mockResolvedValue(undefined),
    access: jest.fn().mockResolvedValue(grant()),
    uploads: jest.fn().mockResolvedValue([]),
    ...overrides,
  } as jest.Mocked<DropApi>;
}

describe(DropView.name, () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['REQUEST_NOT_FOUND', 404, 'This request does not exist.', 'Request not found'],
    ['REQUEST_CLOSED', 410, 'This request is closed.', 'Request closed'],
    ['REQUEST_EXPIRED', 410, 'This request has expired.', 'Request expired'],
    ['SENDER_BLOCKED', 403, 'You cannot send files to this request.', 'You cannot send files here'],
  ])('%s: says so with the server message', async (code, status, message, title) => {
    const api = fakeApi({ info: jest.fn().mockRejectedValue(new DropRequestError(status, code, message)) });
    render(<DropView token="tok" api={api} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(api.access).not.toHaveBeenCalled();
  });

  it('opens at once when nothing needs typing, keeps the grant and lists what was sent', async () => {
    const api = fakeApi({
      uploads: jest.fn().mockResolvedValue([
        {
          id: 'u1',
          name: 'a.pdf',
          relativePath: null,
          size: 2048,
          offset: 2048,
          state: 'received',
          receivedAt: null,
        },
      ]),
    });
    render(<DropView token="tok" api={api} />);
    expect(await screen.findByRole('heading', { level: 1, name: INFO.title })).toBeInTheDocument();
    expect(screen.getByText('PDF scans please')).toBeInTheDocument();
    expect(screen.getByText('Grace asks you to send files. Nobody else sees what you send.')).toBeInTheDocument();
    expect(screen.getByText('Up to 10 MB per file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a folder' })).toBeInTheDocument();
    expect(api.access).toHaveBeenCalledWith({}, null);
    const sent = await screen.findByRole('list', { name: 'What you sent' });
    expect(within(sent).getByText('a.pdf')).toBeInTheDocument();
    expect(within(sent).getByText('Received')).toBeInTheDocument();
    expect(api.uploads).toHaveBeenCalledWith('grant-1');
    expect(loadGrant('tok')?.grant).toBe('grant-1');
  });

  it('uses the grant this browser kept, without asking again', async () => {
    saveGrant('tok', grant('Ada', 'kept'));
    const api = fakeApi({ info: jest.fn().mockResolvedValue({ ...INFO, requireName: true }) });
    render(<DropView token="tok" api={api} />);
    expect(await screen.findByText('Sending as Ada.')).toBeInTheDocument();
    expect(api.access).not.toHaveBeenCalled();
    await waitFor(() => expect(api.uploads).toHaveBeenCalledWith('kept'));
  });

  it("asks for the password, name and address, and shows the server's refusal under the field", async () => {
    const api = fakeApi({
      info: jest.fn().mockResolvedValue({ ...INFO, passwordRequired: true, requireName: true, requireEmail: true }),
      access: jest
        .fn()
        .mockRejectedValueOnce(new DropRequestError(403, 'WRONG_PASSWORD', 'Incorrect password.'))
        .mockResolvedValueOnce(grant('Ada')),
    });
    const { user } = render(<DropView token="tok" api={api} />);
    await screen.findByRole('form', { name: 'Before you send files' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Password required.')).toBeInTheDocument();
    expect(api.access).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Your name/), 'Ada');
    await user.type(screen.getByLabelText(/^Your e-mail address/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'right');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Sending as Ada.')).toBeInTheDocument();
    expect(api.access).toHaveBeenLastCalledWith({ password: 'right', name: 'Ada', email: 'ada@example.com' }, null);
  });

  it('on a restricted request sends a code to the address, then opens with it', async () => {
    const api = fakeApi({
      info: jest.fn().mockResolvedValue({ ...INFO, restricted: true }),
      access: jest
        .fn()
        .mockResolvedValue({ ...grant(), sender: { name: null, email: 'ada@example.com', verified: true } }),
    });
    const { user } = render(<DropView token="tok" api={api} />);
    await user.type(await screen.findByLabelText(/^Your e-mail address/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(api.sendCode).toHaveBeenCalledWith('ada@example.com');
    expect(
      await screen.findByText('If ada@example.com may send files here, a code is on its way.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '12a3456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.access).toHaveBeenCalledWith({ email: 'ada@example.com', code: '123456' }, null);
    expect(await screen.findByText('Sending as ada@example.com (verified).')).toBeInTheDocument();
  });

  it('goes back to the form when the server refuses the grant, and passes the old one along', async () => {
    saveGrant('tok', grant('Ada', 'old'));
    const api = fakeApi({
      info: jest.fn().mockResolvedValue({ ...INFO, passwordRequired: true }),
      uploads: jest
        .fn()
        .mockRejectedValueOnce(
          new DropRequestError(403, 'REQUEST_GRANT_INVALID', "Open the request's page again to send files."),
        )
        .mockResolvedValue([]),
      access: jest.fn().mockResolvedValue(grant('Ada', 'new')),
    });
    const { user } = render(<DropView token="tok" api={api} />);
    expect(await screen.findByText("Open the request's page again to send files.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Sending as Ada.')).toBeInTheDocument();
    expect(api.access).toHaveBeenCalledWith({ password: 'secret' }, 'old');
    await waitFor(() => expect(api.uploads).toHaveBeenLastCalledWith('new'));
  });

  it('asks again by itself when nothing needs typing', async () => {
    saveGrant('tok', grant(null, 'old'));
    const api = fakeApi({
      uploads: jest
        .fn()
        .mockRejectedValueOnce(new DropRequestError(403, 'REQUEST_GRANT_INVALID', 'Open the page again.'))
        .mockResolvedValue([]),
      access: jest.fn().mockResolvedValue(grant(null, 'new')),
    });
    render(<DropView token="tok" api={api} />);
    await waitFor(() => expect(api.access).toHaveBeenCalledWith({}, 'old'));
    await waitFor(() => expect(api.uploads).toHaveBeenLastCalledWith('new'));
  });

  it('refuses a file the request does not take before sending it, in the server words', async () => {
    render(<DropView token="tok" api={fakeApi()} />);
    await screen.findByRole('button', { name: 'Choose files' });
    const docx = new File(['x'], 'x.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    fireEvent.change(screen.getByTestId('upload-files-input'), { target: { files: [docx] } });
    const entries = await screen.findByRole('list', { name: 'Files you are sending' });
    expect(within(entries).getByText('"x.docx" is not a type this request accepts (PDF).')).toBeInTheDocument();
    expect(within(entries).getByText('Refused')).toBeInTheDocument();
    expect(screen.getByTestId('drop-summary')).toHaveTextContent('0 of 0 files sent. 1 refused.');
  });

  it('says when the page could not load, and tries again', async () => {
    const api = fakeApi({
      info: jest
        .fn()
        .mockRejectedValueOnce(
          new DropRequestError(0, undefined, 'The server could not be reached. Check your connection and try again.'),
        )
        .mockResolvedValue(INFO),
    });
    const { user } = render(<DropView token="tok" api={api} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: INFO.title })).toBeInTheDocument();
  });
});
