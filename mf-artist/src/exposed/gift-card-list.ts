import { withArtistApi } from '../app/with-artist-api';
import { GiftCardList } from '../features/gift-cards/components/gift-card-list';

/** /artists#cards: the published gift cards, in the catalog page's store. */
export default withArtistApi(GiftCardList);
