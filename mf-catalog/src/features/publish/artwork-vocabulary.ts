// Suggestions for the free-text fields (datalists): artists may still type their own words.
export const MEDIUMS = ['Oil', 'Acrylic', 'Watercolour', 'Gouache', 'Ink', 'Charcoal', 'Pastel', 'Pencil', 'Mixed media', 'Collage', 'Photography', 'Digital', 'Printmaking', 'Sculpture', 'Ceramics', 'Textile'];
export const MATERIALS = ['Canvas', 'Linen', 'Paper', 'Wood panel', 'Board', 'Metal', 'Glass', 'Stone', 'Clay', 'Fabric'];
export const STYLES = ['Abstract', 'Botanical', 'Contemporary', 'Expressionism', 'Figurative', 'Geometric', 'Impressionism', 'Landscape', 'Minimalism', 'Pop Art', 'Portraiture', 'Realism', 'Street Art', 'Surrealism'];
