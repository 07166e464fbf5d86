import type { FeaturedOffersCatalogue } from './pl';

export const en: FeaturedOffersCatalogue = {
  featuredOffers: {
    list: {
      title: 'Featured offers',
      searchPlaceholder: 'Name or title…',
      notFound: 'No groups found.',
    },
    fields: {
      name: 'Name (technical key)',
      nameHint: 'The public site finds the group by this name, so it cannot be changed.',
      title: 'Title',
      returnAlreadyInvested: 'Show offers the investor has already invested in',
      shuffle: 'Shuffle (except fixed positions)',
      offers: 'Offers',
      offer: 'Offer',
      position: 'Position',
      fixedPosition: 'Fixed position',
    },
    form: {
      editTitle: 'Edit featured offers',
      entry: 'Offer {{n}}',
      addOffer: 'Add offer',
      noOffers: 'This group has no offers yet.',
      emptyDropped: 'Entries without an offer are left out when saving.',
      offerPlaceholder: 'Type a title to search…',
      noOfferFound: 'No offers found.',
      moveUp: 'Move up',
      moveDown: 'Move down',
      remove: 'Remove the offer from the group',
      removeTitle: 'Remove the offer from the group?',
      removeMessage: 'Are you sure you want to remove the offer {{title}} from the group?',
      removeEmpty: 'the empty entry',
      removeConfirm: 'Remove',
    },
  },
};
