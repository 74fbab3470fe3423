import { FIRST_SCREEN_STATE_ID, scriptSafeJson, takeFirstScreenState } from './first-screen';

describe(scriptSafeJson.name, () => {
  it('writes no character that could end a script element or open a comment, and parses back unchanged', () => {
    const value = { name: '</script><!-- & \u2028\u2029 >', nested: ['<', { '<key>': '&amp;' }] };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe(takeFirstScreenState.name, () => {
  afterEach(() => document.body.replaceChildren());

  it('reads the state a rendered page carries and takes it out of the page', () => {
    document.body.innerHTML = `<div id="root"><main></main><script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${scriptSafeJson({ me: { me: null }, name: '</script>' })}</script></div>`;
    expect(takeFirstScreenState(document)).toEqual({ me: { me: null }, name: '</script>' });
    expect(document.getElementById(FIRST_SCREEN_STATE_ID)).toBeNull();
    expect(document.querySelector('main')).not.toBeNull();
  });

  it('is null for a page the server did not render, or state that does not parse', () => {
    expect(takeFirstScreenState(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">{not json</script>`;
    expect(takeFirstScreenState(document)).toBeNull();
  });
});
