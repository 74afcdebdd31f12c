/** An address may wrap before its "@" and nowhere else, so the list never needs to scroll sideways. */
export function EmailText({ email, empty }: { email: string; empty: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <bdi>{email || empty}</bdi>;
  return (
    <bdi>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </bdi>
  );
}
