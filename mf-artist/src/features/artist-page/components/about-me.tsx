/** About me (#Aboutme): the artist's words and studio picture, on their background colour. */
export function AboutMe({ name, about, aboutImg }: { name: string; about: string; aboutImg: string | null }) {
  return (
    <section id="Aboutme" className="art-page__band art-about" aria-labelledby="art-about-title">
      <h2 id="art-about-title">About me</h2>
      <div className="art-about__body">
        {about ? (
          <p className="art-about__text">{about}</p>
        ) : (
          <p className="art-about__text art-about__text--empty">{name} has not written about themselves yet.</p>
        )}
        {aboutImg && (
          <img className="art-about__img" src={`${aboutImg}?w=800`} alt={`${name} in the studio`} loading="lazy" />
        )}
      </div>
    </section>
  );
}
