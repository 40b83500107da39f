import { GiftCardList } from '../features/gift-cards/components/gift-card-list';

export default GiftCardList;
