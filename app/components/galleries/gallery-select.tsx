import BsForm from 'react-bootstrap/Form';
import { useNavigate } from 'react-router';
import { defaultGalleryTitle, type GalleryChoice, galleryStateNames } from '../../galleries/gallery-view';
import { hrefWithQuery } from '../../http/typed-paths';

/**
 * Edit Images' Gallery select, above the picker: the gallery the next upload goes into.
 * The choice lives in the page's address (`?gallery=`), so a new gallery can be chosen for the
 * admin by the redirect that follows its creation. The first option is the client's "Your
 * pictures", made when an upload first needs it.
 */
export function GallerySelect({
  ownerId,
  galleries,
  chosen,
}: {
  ownerId: number;
  galleries: GalleryChoice[];
  chosen: string | null;
}) {
  const navigate = useNavigate();
  const others = galleries.filter((gallery) => !gallery.isDefault);
  return (
    <BsForm.Group className="mb-3" controlId="gallery-select">
      <BsForm.Label>Gallery</BsForm.Label>
      <BsForm.Select
        value={chosen ?? ''}
        onChange={(event) =>
          navigate(
            hrefWithQuery(
              '/editImages/:id',
              { id: String(ownerId) },
              { gallery: event.target.value || undefined },
            ),
            { replace: true, preventScrollReset: true },
          )
        }
      >
        <option value="">{defaultGalleryTitle}</option>
        {others.map((gallery) => (
          <option key={gallery.id} value={gallery.id}>
            {gallery.title} ({galleryStateNames[gallery.state]})
          </option>
        ))}
      </BsForm.Select>
    </BsForm.Group>
  );
}
