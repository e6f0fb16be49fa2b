create table Singers (SingerId int64 not null, Name string(100), Bio STRING(max)) primary key (SingerId asc);
create table Albums (SingerId INT64 NOT NULL, AlbumId INT64 NOT NULL, Title STRING(MAX)) primary key (SingerId, AlbumId), interleave in parent Singers on delete cascade;
create index ByName on Singers (Name asc);
alter table Singers add constraint ok check(Name!="x");
