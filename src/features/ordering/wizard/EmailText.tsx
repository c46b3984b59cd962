// An email address in a narrow table cell. `overflow-wrap: anywhere` let the column shrink to one letter at phone
// width and broke addresses letter by letter; instead the address may wrap only before its '@' and each '.', the
// points a reader expects, so the column is as wide as the longest part ('@harbourhealth') and no narrower.
import { Fragment } from 'react';

export function EmailText({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?=[@.])/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
