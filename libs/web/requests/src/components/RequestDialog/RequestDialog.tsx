import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { serverMessageOf, useMutation, type FileRequestFieldsFragment } from '@coffer/web-data-access';
import { FolderPicker } from '@coffer/web-files';
import { EmailChipsInput, EMAIL_CHIPS_HELP } from '@coffer/web-ui';
import { CREATE_FILE_REQUEST_MUTATION, UPDATE_FILE_REQUEST_MUTATION } from '../../graphql/file-requests';
import { REQUEST_TYPES } from '../../domain/drop-rules';
import {
  EMPTY_REQUEST_FORM,
  MAX_FILES_LIMIT,
  MAX_FILE_MB,
  MAX_TOTAL_MB,
  MESSAGE_MAX,
  TITLE_MAX,
  createInput,
  fieldOfUserError,
  updateInput,
  validateRequestForm,
  valuesOf,
  type RequestFormErrors,
  type RequestFormValues,
} from '../../domain/request-form';

export interface RequestDialogProps {
  opened: boolean;
  /** The request to edit; null to create one. */
  request: FileRequestFieldsFragment | null;
  onClose: () => void;
}

interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
}

function errorsOf(userErrors: readonly UserErrorLike[]): RequestFormErrors {
  const errors: RequestFormErrors = {};
  for (const error of userErrors) {
    const field = fieldOfUserError(error.field);
    errors[field] = errors[field] ? `${errors[field]} ${error.message}` : error.message;
  }
  return errors;
}

function RequestForm({
  request,
  onClose,
  onCreated,
}: Omit<RequestDialogProps, 'opened'> & { onCreated: (url: string) => void }) {
  const creating = request === null;
  const [values, setValues] = useState<RequestFormValues>(() => (request ? valuesOf(request) : EMPTY_REQUEST_FORM));
  const [errors, setErrors] = useState<RequestFormErrors>({});
  const [emailsInvalid, setEmailsInvalid] = useState(false);
  const [create, created] = useMutation(CREATE_FILE_REQUEST_MUTATION, { refetchQueries: ['FileRequests'] });
  const [update, updated] = useMutation(UPDATE_FILE_REQUEST_MUTATION);
  const busy = created.loading || updated.loading;

  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || emailsInvalid) return;
    const found = validateRequestForm(values, { creating });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (creating) {
        const { data } = await create({ variables: { input: createInput(values) } });
        const payload = data?.fileRequestCreate;
        if (payload && payload.userErrors.length > 0) return setErrors(errorsOf(payload.userErrors));
        if (payload?.fileRequest) onCreated(payload.fileRequest.url);
      } else {
        const { data } = await update({ variables: { input: updateInput(request.id, values, request) } });
        const payload = data?.fileRequestUpdate;
        if (payload && payload.userErrors.length > 0) return setErrors(errorsOf(payload.userErrors));
        onClose();
      }
    } catch (caught) {
      setErrors({ form: serverMessageOf(caught) ?? 'The request could not be saved. Try again.' });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {creating ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Folder the files go to
            </Text>
            <FolderPicker
              active
              value={values.folderId}
              onChange={(id) => set('folderId', id)}
              label="Folder the files go to"
              error={errors.folderId ?? null}
              autoFocusSearch={false}
            />
          </Stack>
        ) : (
          <Text size="sm">
            Files go to{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {request.folder?.fullPath ?? 'a folder that no longer exists'}
            </Text>
          </Text>
        )}
        <TextInput
          label="Title"
          description="Visitors see it first."
          required
          maxLength={TITLE_MAX}
          value={values.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          data-autofocus
        />
        <Textarea
          label="Message"
          description="Optional. What to send, and how."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={MESSAGE_MAX}
          value={values.message}
          onChange={(e) => set('message', e.currentTarget.value)}
          error={errors.message}
        />
        <TextInput
          label="Open until"
          description="Optional. Leave empty to keep it open until you close it."
          type="datetime-local"
          value={values.expiresAt}
          onChange={(e) => set('expiresAt', e.currentTarget.value)}
          error={errors.expiresAt}
        />
        <Stack gap={6}>
          <PasswordInput
            label={request?.hasPassword ? 'New password' : 'Password'}
            description={
              request?.hasPassword
                ? 'Optional. Leave empty to keep the current password.'
                : 'Optional. 4 to 128 characters.'
            }
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.currentTarget.value)}
            error={errors.password}
            // Mantine marks its other inputs invalid with their error, not this one.
            aria-invalid={errors.password ? true : undefined}
            disabled={values.removePassword}
          />
          {request?.hasPassword && (
            <Checkbox
              label="Remove the password"
              checked={values.removePassword}
              onChange={(e) => set('removePassword', e.currentTarget.checked)}
            />
          )}
        </Stack>
        <Stack gap={4}>
          <EmailChipsInput
            label="Only these addresses may send files (optional)"
            value={values.recipients}
            onChange={(emails) => set('recipients', emails)}
            onInvalidChange={setEmailsInvalid}
          />
          <Text size="xs" c="dimmed">
            {`${EMAIL_CHIPS_HELP}. Each visitor then gets a one-time code by e-mail.`}
          </Text>
          {errors.recipients && (
            <Text size="xs" c="red" role="alert">
              {errors.recipients}
            </Text>
          )}
        </Stack>
        <Group gap="lg">
          <Checkbox
            label="Ask for the sender's name"
            checked={values.requireName}
            onChange={(e) => set('requireName', e.currentTarget.checked)}
          />
          <Checkbox
            label="Ask for the sender's e-mail address"
            checked={values.requireEmail}
            onChange={(e) => set('requireEmail', e.currentTarget.checked)}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label="Files in all"
            description="Optional"
            min={1}
            max={MAX_FILES_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            value={values.maxFiles}
            onChange={(v) => set('maxFiles', v)}
            error={errors.maxFiles}
          />
          <NumberInput
            label="MB per file"
            description={`Optional, up to ${MAX_FILE_MB}`}
            min={0}
            max={MAX_FILE_MB}
            decimalScale={2}
            allowNegative={false}
            value={values.maxFileMb}
            onChange={(v) => set('maxFileMb', v)}
            error={errors.maxFileMb}
          />
          <NumberInput
            label="MB in all"
            description="Optional"
            min={0}
            max={MAX_TOTAL_MB}
            decimalScale={2}
            allowNegative={false}
            value={values.maxTotalMb}
            onChange={(v) => set('maxTotalMb', v)}
            error={errors.maxTotalMb}
          />
        </SimpleGrid>
        <Checkbox.Group
          label="Accepted types"
          description="None chosen: all of them."
          value={values.acceptedTypes}
          onChange={(types) => set('acceptedTypes', types)}
          error={errors.acceptedTypes}
        >
          <Group gap="md" mt={6}>
            {REQUEST_TYPES.map((type) => (
              <Checkbox key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Checkbox.Group>
        {(errors.form || errors.requireName || errors.requireEmail) && (
          <Alert color="red" variant="light" role="alert">
            {[errors.form, errors.requireName, errors.requireEmail].filter(Boolean).join(' ')}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={emailsInvalid}>
            {creating ? 'Create request' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CreatedLink({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Text size="sm">Send this link to the people who should send you files.</Text>
      <TextInput label="Link" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
      <Group justify="flex-end" gap="sm">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}

/** Create or edit a file request: folder (when creating), title, message, expiry, password, who, limits, types. */
export function RequestDialog({ opened, request, onClose }: RequestDialogProps) {
  const [createdUrl, setCreatedUrl] = useState<string | null>(null);
  const close = () => {
    setCreatedUrl(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={createdUrl ? 'Request created' : request ? `Edit "${request.title}"` : 'New file request'}
      size="lg"
      centered
    >
      {createdUrl ? (
        <CreatedLink url={createdUrl} onClose={close} />
      ) : (
        <RequestForm key={request?.id ?? 'new'} request={request} onClose={close} onCreated={setCreatedUrl} />
      )}
    </Modal>
  );
}
