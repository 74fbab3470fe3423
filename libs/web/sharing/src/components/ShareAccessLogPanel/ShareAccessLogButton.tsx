import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { ShareAccessLogPanel } from './ShareAccessLogPanel';

/** 'Activity' beside one of the owner's links: opens the link's access log. */
export function ShareAccessLogButton({ linkId, label }: { linkId: string; label: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" size="compact-xs" onClick={() => setOpened(true)} aria-label={`Activity of ${label}`}>
        Activity
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Activity of ${label}`} size="xl" centered>
        {opened && <ShareAccessLogPanel linkId={linkId} />}
      </Modal>
    </>
  );
}
