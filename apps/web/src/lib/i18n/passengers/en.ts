/**
 * The texts of /passengers: the `passengers` feature bundle (feature-texts.ts), downloaded with the screen; hy.ts and
 * ru.ts are typed against this one.
 */
export const passengersScreenEn = {
  passengersPage: {
    search: 'Search: name or passport',
    owner: 'Whose traveller',
    create: 'New traveller',
    edit: 'Edit traveller',
    editOne: 'Edit {{name}}',
    deleteOne: 'Delete {{name}}',
    deleteTitle: 'Delete {{name}} from the directory?',
    deleteText: 'The traveller is removed from the directory; orders already made keep their passengers.',
    delete: 'Delete',
  },
};
