import { Button, Notification } from '@mantine/core';
import { useRef, type PointerEvent } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX, useToastStore, type Toast } from '../../toast/useToastStore';
import classes from './Toaster.module.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const hold = useToastStore((s) => s.hold);
  const release = useToastStore((s) => s.release);
  const swipeStart = useRef<number | null>(null);
  const destructive = toast.variant === 'destructive';

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current !== null && Math.abs(event.clientX - swipeStart.current) >= TOAST_SWIPE_THRESHOLD_PX) {
      dismiss(toast.id);
    }
    swipeStart.current = null;
  };

  return (
    <li
      className={classes.item}
      onMouseEnter={() => hold(toast.id)}
      onMouseLeave={() => release(toast.id)}
      onFocus={() => hold(toast.id)}
      onBlur={() => release(toast.id)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      data-variant={toast.variant}
    >
      {/* The live region sits inside the list item: a list may hold only list items. */}
      <Notification
        role={destructive ? 'alert' : 'status'}
        aria-atomic="true"
        className={classes.notification}
        title={toast.title}
        color={destructive ? 'red' : 'blue'}
        withBorder
        onClose={() => dismiss(toast.id)}
        closeButtonProps={{ 'aria-label': 'Close notification' }}
      >
        {toast.description}
        {toast.action && (
          <Button
            display="block"
            mt="xs"
            size="xs"
            variant="light"
            color={destructive ? 'red' : 'blue'}
            onClick={() => {
              toast.action?.onClick();
              dismiss(toast.id);
            }}
          >
            {toast.action.label}
          </Button>
        )}
      </Notification>
    </li>
  );
}

/** The toast area: open toasts, newest first, bottom right. */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const open = toasts.filter((t) => t.open);
  return (
    <section aria-label="Notifications">
      <ol className={classes.viewport}>
        {open.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
