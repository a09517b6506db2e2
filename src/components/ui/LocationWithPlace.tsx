// Where something is, with a link to the place's own page when the place has one: "Austin, TX (Austin, TX page)".
// Used by the list cards (employers, WARN notices).
import { placePath } from "~/domain/place-path";

/** Where something is, as the data writes it, and the place page it belongs to, when the site has one. */
export interface Located {
  location: string;
  placeSlug?: string | undefined;
  placeLabel?: string | undefined;
}

/** The location, then " (Label page)" linking to the place's page where there is one. */
export function LocationWithPlace({
  of: { location, placeSlug, placeLabel },
  testId,
}: {
  of: Located;
  testId: string;
}) {
  return (
    <>
      {location}
      {placeSlug && (
        <>
          {" "}
          <a
            href={placePath({ slug: placeSlug })}
            className="text-blue-800 underline underline-offset-2"
            data-testid={testId}
          >
            ({placeLabel} page)
          </a>
        </>
      )}
    </>
  );
}
