/** Spec §2: any other path shows the plain text 'Not found'. */
export default function NotFoundPage() {
  return <p style={{ margin: 16, fontFamily: 'inherit' }}>Not found</p>;
}
