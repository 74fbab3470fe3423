import {
  EMPTY_REQUEST_FORM,
  createInput,
  fieldOfUserError,
  fromLocalInput,
  toLocalInput,
  updateInput,
  validateRequestForm,
  type RequestFormValues,
} from './request-form';

const MB = 1024 * 1024;
const NOW = Date.parse('2026-11-29T12:00:00Z');
const valid: RequestFormValues = { ...EMPTY_REQUEST_FORM, folderId: 'SXRlbTox', title: 'Tax papers' };

describe(validateRequestForm.name, () => {
  it('needs a folder (when creating) and a title', () => {
    expect(validateRequestForm(EMPTY_REQUEST_FORM, { creating: true, now: NOW })).toEqual({
      folderId: 'Choose a folder.',
      title: 'Enter a title.',
    });
    expect(validateRequestForm({ ...EMPTY_REQUEST_FORM, title: 'x' }, { creating: false, now: NOW })).toEqual({});
    expect(validateRequestForm(valid, { creating: true, now: NOW })).toEqual({});
  });

  it('holds every setting to the rules of the server', () => {
    const errors = validateRequestForm(
      {
        ...valid,
        title: 'x'.repeat(201),
        message: 'y'.repeat(2001),
        expiresAt: toLocalInput('2026-11-29T11:00:00Z'),
        password: 'abc',
        maxFiles: 10_001,
        maxFileMb: 513,
        maxTotalMb: 0,
      },
      { creating: true, now: NOW },
    );
    expect(errors).toEqual({
      title: 'Use at most 200 characters.',
      message: 'Use at most 2000 characters.',
      expiresAt: 'Choose a time in the future.',
      password: 'Use 4 to 128 characters.',
      maxFiles: 'Enter a whole number from 1 to 10000.',
      maxFileMb: 'Enter a size above 0 and at most 512 MB.',
      maxTotalMb: 'Enter a size above 0 and at most 1 TB.',
    });
    expect(validateRequestForm({ ...valid, maxFiles: 2.5 }, { creating: true, now: NOW }).maxFiles).toBe(
      'Enter a whole number from 1 to 10000.',
    );
  });
});

describe(createInput.name, () => {
  it('sends sizes in bytes and leaves out what is not set', () => {
    expect(
      createInput({
        ...valid,
        maxFileMb: 10,
        maxTotalMb: 0.5,
        acceptedTypes: ['application/pdf'],
        recipients: ['ada@example.com'],
        requireName: true,
      }),
    ).toEqual({
      folderId: 'SXRlbTox',
      title: 'Tax papers',
      message: '',
      recipients: ['ada@example.com'],
      requireName: true,
      requireEmail: false,
      maxFileBytes: 10 * MB,
      maxTotalBytes: 0.5 * MB,
      acceptedTypes: ['application/pdf'],
    });
  });

  it('sends the expiry as an ISO time', () => {
    const local = toLocalInput('2027-01-01T10:30:00.000Z');
    expect(createInput({ ...valid, expiresAt: local }).expiresAt).toBe(fromLocalInput(local));
  });
});

describe(updateInput.name, () => {
  const original = { expiresAt: '2027-01-01T00:00:00Z', maxFiles: 20, maxFileBytes: null, maxTotalBytes: 100 * MB };

  it('clears the expiry, the password and the limits that were emptied', () => {
    expect(
      updateInput('FR1', { ...valid, removePassword: true, maxFiles: '', maxTotalMb: '' }, original),
    ).toMatchObject({ id: 'FR1', clearExpiry: true, clearPassword: true, clearLimits: ['maxFiles', 'maxTotalBytes'] });
  });

  it('sends a new password and keeps the rest', () => {
    const input = updateInput('FR1', { ...valid, password: 'secret1', maxFiles: 5 }, { ...original, expiresAt: null });
    expect(input).toMatchObject({ password: 'secret1', maxFiles: 5, clearLimits: ['maxTotalBytes'] });
    expect(input).not.toHaveProperty('clearExpiry');
    expect(input).not.toHaveProperty('clearPassword');
  });
});

describe(fieldOfUserError.name, () => {
  it('puts a refusal under the field it names', () => {
    expect(fieldOfUserError(['input', 'title'])).toBe('title');
    expect(fieldOfUserError(['input', 'maxFileBytes'])).toBe('maxFileMb');
    expect(fieldOfUserError(['input', 'recipients', '2'])).toBe('recipients');
    expect(fieldOfUserError(null)).toBe('form');
    expect(fieldOfUserError(['input', 'somethingElse'])).toBe('form');
  });
});
