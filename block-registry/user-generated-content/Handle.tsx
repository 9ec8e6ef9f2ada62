import { Fragment } from 'react';

/** `@screen.name`, which may wrap after its dots (and only there) when a column is narrow. */
export function Handle({ screenName }: { readonly screenName: string }) {
  const parts = screenName.split('.');
  return (
    <>
      @
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              .<wbr />
            </>
          )}
        </Fragment>
      ))}
    </>
  );
}
