// Other remotes show artworks with the catalog's one card: default export, props { art: ArtworkCard, sizes?, square? }.
export { ArtworkCard as default } from '../shared/components/artwork-card';
