import { Fragment } from 'react';

/**
 * An e-mail address that, when it must wrap on a narrow screen, wraps after the '@' or before a dot,
 * as addresses are usually set, instead of in the middle of a name; a part longer than the line still
 * breaks where it has to.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span className="break-words">
      {email.split(/([@.])/).map((piece, i) => (
        <Fragment key={i}>
          {piece === '.' && <wbr />}
          {piece}
          {piece === '@' && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}
