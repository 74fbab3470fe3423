import classes from './SkipLink.module.css';

/** The id of every screen's main landmark, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab order: jumps past the header to the screen's content. */
export function SkipLink() {
  return (
    <a className={classes.skip} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
