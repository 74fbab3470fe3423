import classes from './UploadDropArea.module.css';

export const DROP_PROMPT = 'Drag & drop files or folders here';
export const TAP_PROMPT = 'Tap to choose files or a folder';

/** The drop area's headline: drag and drop with a pointer, tapping on a touch screen or a phone. */
export function DropPrompt() {
  return (
    <>
      <span className={classes.pointerOnly}>{DROP_PROMPT}</span>
      <span className={classes.touchOnly}>{TAP_PROMPT}</span>
    </>
  );
}
